/** Hands a downloaded file to the browser to save, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file once the click is handled; free the memory a while later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
