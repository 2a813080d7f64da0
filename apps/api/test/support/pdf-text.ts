import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line: every content stream inflated, then the strings of its text operators
 * decoded (the document's standard fonts write one byte per character).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = operation[1] ?? `<${operation[2] ?? ''}>`;
      const text = [...parts.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}
