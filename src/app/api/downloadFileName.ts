/** The file name the server gave in Content-Disposition (filename* first: it keeps Cyrillic), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}
