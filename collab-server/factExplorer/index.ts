export { factExplorerArea } from './factExplorerArea';
