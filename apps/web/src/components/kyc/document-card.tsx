import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgencyDocumentSlot, AgencyDocumentVersion } from '@portal/contracts';
import { fileSizeText } from '../../lib/upload-type';
import { DocumentStatusBadge } from './kyc-badges';

/**
 * One kind of an agency's documents as both sides show it: its name, whether it is required and the current
 * version's review status, over what each side does with it.
 */
export function DocumentCard({
  slot,
  kindName,
  headingId,
  requiredLabel,
  children,
}: {
  slot: AgencyDocumentSlot;
  kindName: string;
  headingId: string;
  requiredLabel: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-kind={slot.kind}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              {kindName}
            </Title>
            {slot.required ? (
              <Badge size="xs" variant="outline" color="gray">
                {requiredLabel}
              </Badge>
            ) : null}
          </Group>
          {slot.current ? <DocumentStatusBadge status={slot.current.status} /> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A document version's file: its name (or what stands for it when it has none) and size. */
export function DocumentFileName({
  version,
  unnamedLabel,
}: {
  version: AgencyDocumentVersion;
  unnamedLabel: string;
}) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {version.fileName ?? unnamedLabel} · {fileSizeText(version.sizeBytes)}
    </Text>
  );
}
