import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Brand, ItinerarySummary } from '@portal/contracts';
import { BrandsPanel } from './brands-panel';
import { DetailsPanel } from './details-panel';
import { ItineraryRow, type PanelKind, type RowOptions } from './itinerary-row';
import { MoreFlightsPanel } from './more-flights-panel';

export interface OpenPanel {
  itineraryId: string;
  kind: PanelKind;
}

export interface ChosenBrand {
  itineraryId: string;
  name: string;
}

interface ResultsListProps extends RowOptions {
  itineraries: ItinerarySummary[];
  requestId: string;
  open: OpenPanel | null;
  onTogglePanel: (itineraryId: string, kind: PanelKind) => void;
  proposed: ReadonlySet<string>;
  onToggleProposal: (itineraryId: string) => void;
  chosenBrands: Readonly<Record<string, ChosenBrand>>;
  onChooseBrand: (rowId: string, brand: Brand) => void;
}

const RowGap = 12;

/**
 * The results, virtualised against the window so thousands of rows stay smooth: only the rows near the screen are
 * in the page, each measured as it renders (open panels make rows taller).
 */
export function ResultsList(props: ResultsListProps) {
  const { itineraries, requestId, open } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Content above the list (summary, banners) moves it; the virtualiser needs its distance from the page top.
  // Measured after every render on purpose: it settles at once, as the state only changes when the offset does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: itineraries.length,
    estimateSize: (index) => 150 + 62 * ((itineraries[index]?.journeys.length ?? 1) - 1) + RowGap,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => itineraries[index]?.itineraryId ?? index,
  });

  const panelFor = (itinerary: ItinerarySummary, kind: PanelKind) => {
    const id = itinerary.itineraryId;
    if (kind === 'brands') {
      return (
        <BrandsPanel
          requestId={requestId}
          itineraryId={id}
          visibility={props.visibility}
          chosenId={props.chosenBrands[id]?.itineraryId ?? null}
          onChoose={(brand) => props.onChooseBrand(id, brand)}
        />
      );
    }
    if (kind === 'details')
      return <DetailsPanel requestId={requestId} itineraryId={id} airlineName={props.airlineName} />;
    return <MoreFlightsPanel requestId={requestId} itineraryId={id} />;
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }} role="list">
      {items.map((item) => {
        const itinerary = itineraries[item.index]!;
        const openKind = open?.itineraryId === itinerary.itineraryId ? open.kind : null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            role="listitem"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: RowGap,
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            <ItineraryRow
              itinerary={itinerary}
              visibility={props.visibility}
              priceType={props.priceType}
              airlineName={props.airlineName}
              canPropose={props.canPropose}
              openPanel={openKind}
              onTogglePanel={(kind) => props.onTogglePanel(itinerary.itineraryId, kind)}
              proposed={props.proposed.has(itinerary.itineraryId)}
              onToggleProposal={() => props.onToggleProposal(itinerary.itineraryId)}
              chosenBrand={props.chosenBrands[itinerary.itineraryId]?.name ?? null}
              panel={openKind ? panelFor(itinerary, openKind) : null}
              booking={{
                requestId,
                itineraryId: props.chosenBrands[itinerary.itineraryId]?.itineraryId ?? itinerary.itineraryId,
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
