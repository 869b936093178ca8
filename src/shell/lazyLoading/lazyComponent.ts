import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPage } from './loadPage';
import { withLocaleParts, type LocalePart } from '../../i18n/i18n';

/**
 * A component loaded on first render from a module's named export, with the strings of the areas
 * it uses and the chunk-load timeout and report of loadPage: dialogs and panels the first screen
 * does not show stay out of its code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<M, K extends keyof M>(loader: () => Promise<M>, name: K, parts: readonly LocalePart[] = []): LazyExoticComponent<M[K] extends ComponentType<any> ? M[K] : never> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(loadPage(withLocaleParts(parts, async () => ({ default: (await loader())[name] as any })), String(name)));
}
