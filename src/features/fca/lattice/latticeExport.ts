import { saveFile } from '../../../api/download';
import { exportFileName, pngScale } from './latticeSvg';

/** Downloads the lattice drawn by latticeSvg as an .svg file. */
export function downloadSvg(svg: string, title: string): void {
  saveFile(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), exportFileName(title, 'svg'));
}

/** Draws the SVG into a canvas (twice its size when the browser allows) and downloads it as .png. */
export async function downloadPng(svg: string, width: number, height: number, title: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the lattice picture could not be drawn'));
      image.src = url;
    });
    const scale = pngScale(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    saveFile(blob, exportFileName(title, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
