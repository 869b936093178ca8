import { detectIllustrationContent, mermaidSource } from '../../../../../../model/documents/illustrationContent';

/** What an illustration's content draws (domain spec §5, illustration content types). */
export type IllustrationPreview = { type: 'none' } | { type: 'mermaid'; code: string } | { type: 'image'; src: string };

const IMAGE_SOURCE = /^!\[[^\]]*\]\((\S+?)(?:\s+"[^"]*")?\)$/;
// only images a browser can show safely: http(s), base64 data images, paths on this server
const SAFE_IMAGE_SOURCE = /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,|\/(?!\/))/i;

/**
 * The picture for the content, by the domain's detection: a mermaid fence is drawn; a markdown
 * image, URL or relative path is shown as an image when its source is safe to load.
 */
export function illustrationPreview(markdown: string): IllustrationPreview {
  const { contentType, markdown: normalized } = detectIllustrationContent(markdown);
  if (contentType === 'mermaid') {
    const code = mermaidSource(normalized);
    return code.trim() ? { type: 'mermaid', code } : { type: 'none' };
  }
  if (contentType === 'osaUrl' || contentType === 'url' || contentType === 'relPath') {
    const src = IMAGE_SOURCE.exec(normalized)?.[1] ?? '';
    return SAFE_IMAGE_SOURCE.test(src) ? { type: 'image', src } : { type: 'none' };
  }
  return { type: 'none' };
}
