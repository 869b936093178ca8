import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the owlRules brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const owlRulesFeature: FeatureModule = {
  name: 'owlRules',
  menu: [
    { group: 'search', order: 30, id: 'owlRules', path: '/owl-rules', icon: 'check' },
  ],
  pages: {
    owl_rules: withLocaleParts(['owlRules'], () => import('./OwlRulesPage')),
    owl_rule: withLocaleParts(['owlRules'], () => import('./OwlRulePage')),
  },
};
