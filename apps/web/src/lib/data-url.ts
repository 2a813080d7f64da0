/**
 * A blob as a data: URL. The content security policy lets images load from the site itself and from data: URLs
 * only, so an image fetched with the session's token (which an <img> cannot send) is shown this way.
 */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
