/**
 * Pictures for the Word download: an `svg` marked `data-word-image` (a report's chart) goes into
 * the .docx as a PNG drawn at twice its size, so it stays sharp when printed. The SVG must carry
 * its looks in attributes (page CSS does not reach a picture drawn on its own).
 */
export type WordImage = { data: ArrayBuffer; width: number; height: number };

async function svgToPng(svg: SVGSVGElement): Promise<WordImage | null> {
  const box = svg.viewBox.baseVal;
  const width = Math.round(box?.width || svg.clientWidth || 600);
  const height = Math.round(box?.height || svg.clientHeight || 300);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('svg'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { data: await blob.arrayBuffer(), width, height } : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The marked pictures under `root`, drawn; one that cannot be drawn is left out. */
export async function wordImagesIn(root: HTMLElement): Promise<Map<Element, WordImage>> {
  const images = new Map<Element, WordImage>();
  for (const svg of root.querySelectorAll<SVGSVGElement>('svg[data-word-image]')) {
    const png = await svgToPng(svg);
    if (png) images.set(svg, png);
  }
  return images;
}
