/** Drawing pieces every printed document shares (tickets, invoices, vouchers), so the documents look alike. */

/** Who a document is from or for: a name and how to reach them. */
export interface PrintParty {
  name: string;
  lines: string[];
  /** The printing agency's logo (png or jpeg), drawn above the name in place of the bold brand name. */
  logo?: Buffer | null;
}

type Doc = PDFKit.PDFDocument;

const grey = '#555555';
const rule = '#cccccc';

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when fewer than `height` points are left on this one. */
export function keepRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

const logoHeight = 48;

/** Draws the logo fitted into the header's corner; false when the bytes are not an image PDFKit can read. */
function drawLogo(doc: Doc, logo: Buffer, left: number, top: number, maxWidth: number): boolean {
  try {
    doc.image(logo, left, top, { fit: [maxWidth, logoHeight] });
    return true;
  } catch {
    return false;
  }
}

/** The issuer's name and contacts on the left, the document's title on the right, then a rule. */
export function drawHeader(doc: Doc, issuer: PrintParty, title: string, subtitle?: string): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  const width = contentWidth(doc);
  if (issuer.logo && drawLogo(doc, issuer.logo, left, top, width * 0.4)) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(issuer.name, left, top + logoHeight + 4, { width: width * 0.6 });
  } else {
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#000000')
      .text(issuer.name, left, top, { width: width * 0.6 });
  }
  doc.font('Helvetica').fontSize(9).fillColor(grey);
  for (const line of issuer.lines) doc.text(line, { width: width * 0.6 });
  const bottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000');
  doc.text(title, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  if (subtitle) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(subtitle, { width: width * 0.4, align: 'right' });
  }
  doc.y = Math.max(bottom, doc.y) + 8;
  drawRule(doc);
}

export function drawRule(doc: Doc): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke();
  doc.y += 8;
}

export function drawHeading(doc: Doc, text: string): void {
  keepRoom(doc, 40);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

/** Label and value pairs, two to a row. */
export function drawFacts(doc: Doc, facts: [string, string][]): void {
  const left = doc.page.margins.left;
  const half = contentWidth(doc) / 2;
  for (let index = 0; index < facts.length; index += 2) {
    keepRoom(doc, 28);
    const top = doc.y;
    let bottom = top;
    facts.slice(index, index + 2).forEach(([label, value], column) => {
      const x = left + column * half;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(grey)
        .text(label, x, top, { width: half - 8 });
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#000000')
        .text(value, x, doc.y, { width: half - 8 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  }
}

export interface Column {
  label: string;
  /** A share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A table with a bold heading row (when its columns have labels); a row that does not fit goes to the next page with the heading again. */
export function drawTable(
  doc: Doc,
  columns: Column[],
  rows: string[][],
  options: { boldLast?: boolean } = {},
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.share * width);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 })),
    );
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .fillColor('#000000')
        .text(cell, x, top, { width: cellWidth - 6, align: columns[index]?.align ?? 'left' });
      x += cellWidth;
    });
    doc.y = top + height + 4;
    return height;
  };
  // A table of label and amount pairs has no heading row.
  const headed = columns.some((column) => column.label !== '');
  const heading = () => {
    if (!headed) return;
    drawRow(
      columns.map((column) => column.label),
      true,
    );
    drawRule(doc);
  };
  keepRoom(doc, 48);
  heading();
  rows.forEach((cells, index) => {
    const bold = options.boldLast === true && index === rows.length - 1;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const needed = Math.max(
      ...cells.map((cell, at) => doc.heightOfString(cell, { width: (widths[at] ?? 0) - 6 })),
    );
    if (doc.y + needed + 4 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      heading();
    }
    drawRow(cells, bold);
  });
}

/** A small grey note under the document. */
export function drawNote(doc: Doc, text: string): void {
  keepRoom(doc, 30);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor('#777777');
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}
