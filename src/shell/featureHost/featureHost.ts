import type { FeatureModule, FeatureSlots, MenuEntry } from './featureModule';

let hosted: readonly FeatureModule[] = [];

/** Called once by the app, before the first render, with every feature it has. */
export function hostFeatures(features: readonly FeatureModule[]): void {
  hosted = features;
}

/** The first feature's filling of a slot, or undefined when no feature fills it (the screen then leaves the place empty). */
export function slotFilling<K extends keyof FeatureSlots>(slot: K): FeatureSlots[K] | undefined {
  for (const feature of hosted) {
    const filling = feature.slots?.[slot];
    if (filling) return filling;
  }
  return undefined;
}

/** Every hosted feature's menu entries. */
export const hostedMenuEntries = (): readonly MenuEntry[] => hosted.flatMap((feature) => feature.menu ?? []);
