import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the imports brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const importsFeature: FeatureModule = {
  name: 'imports',
  menu: [
    { group: 'import', order: 10, id: 'csvImport', path: '/csv-import-index', icon: 'import' },
    { group: 'import', order: 20, id: 'importData', path: '/import-data', icon: 'import' },
    { group: 'import', order: 30, id: 'importFromExcel', path: '/import-from-excel', icon: 'table', section: 'admin' },
  ],
  pages: {
    csv_import_index: withLocaleParts(['imports'], () => import('./ImportIndexPage')),
    csv_import: withLocaleParts(['imports'], () => import('./CsvImportPage')),
    import_data: withLocaleParts(['imports'], () => import('./ImportDataPage')),
    import_from_excel: withLocaleParts(['imports'], () => import('./ExcelImportPage')),
  },
};
