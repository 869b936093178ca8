import { lazy } from 'react';
import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/**
 * The reasoner has no page of its own: it fills the places the ontology's class and individual
 * screens leave for it, so the ontology imports nothing of it. Each panel loads with its strings
 * when first shown, off the first screen.
 */
export const reasonerFeature: FeatureModule = {
  name: 'reasoner',
  slots: {
    classTreeAside: lazy(withLocaleParts(['reasoner'], () => import('./ReasonerPanel'))),
    classInferences: lazy(withLocaleParts(['reasoner'], () => import('./ClassInferences'))),
    instanceInferences: lazy(withLocaleParts(['reasoner'], () => import('./InstanceInferences'))),
  },
};
