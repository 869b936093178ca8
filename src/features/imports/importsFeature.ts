import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the imports brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const importsFeature: FeatureModule = {
  name: 'imports',
  pages: {
    csv_import_index: withLocaleParts(['imports'], () => import('./ImportIndexPage')),
    csv_import: withLocaleParts(['imports'], () => import('./CsvImportPage')),
    import_data: withLocaleParts(['imports'], () => import('./ImportDataPage')),
    import_from_excel: withLocaleParts(['imports'], () => import('./ExcelImportPage')),
  },
};
