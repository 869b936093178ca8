import { wordImagesIn } from './wordImages';
import { saveFile } from '../../api/download';

/**
 * Download to Word: the routed view's content as a .docx — headings, paragraphs, lists and
 * tables kept. The docx library is loaded only when a user asks, so no screen pays for it.
 */
export async function downloadAsWord(root: HTMLElement, fileName: string): Promise<void> {
  const { Document, Packer, Paragraph, HeadingLevel, Table, TableRow, TableCell, TextRun, WidthType, ImageRun } = await import('docx');
  // pictures marked data-word-image (report charts), drawn before the walk, which is synchronous
  const images = await wordImagesIn(root);
  const headings = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];
  type Block = InstanceType<typeof Paragraph> | InstanceType<typeof Table>;
  const text = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

  function blocks(el: Element): Block[] {
    const tag = el.tagName.toLowerCase();
    if (el instanceof HTMLElement && (el.hidden || el.dataset.noPrint !== undefined)) return [];
    const image = images.get(el);
    if (image) {
      // at most ~16 cm wide: the text width of an A4 page
      const scale = Math.min(1, 600 / image.width);
      return [new Paragraph({ children: [new ImageRun({ type: 'png', data: image.data, transformation: { width: image.width * scale, height: image.height * scale } })] })];
    }
    const level = /^h([1-6])$/.exec(tag);
    if (level) return [new Paragraph({ text: text(el), heading: headings[Number(level[1]) - 1] })];
    if (tag === 'p' || tag === 'pre' || tag === 'blockquote') return [new Paragraph({ children: [new TextRun(text(el))] })];
    if (tag === 'li') return [new Paragraph({ text: text(el), bullet: { level: 0 } })];
    if (tag === 'table') {
      const rows = [...el.querySelectorAll('tr')].map(
        (tr) => new TableRow({ children: [...tr.querySelectorAll('th,td')].map((cell) => new TableCell({ children: [new Paragraph(text(cell))] })) }),
      );
      return rows.length ? [new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } })] : [];
    }
    if (tag === 'button' || tag === 'script' || tag === 'style' || tag === 'nav') return [];
    const children = [...el.children];
    if (!children.length) return text(el) ? [new Paragraph(text(el))] : [];
    return children.flatMap(blocks);
  }

  const doc = new Document({ sections: [{ children: blocks(root) }] });
  const blob = await Packer.toBlob(doc);
  saveFile(blob, `${fileName.replace(/[\\/:*?"<>|]+/g, '_')}.docx`);
}
