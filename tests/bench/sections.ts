import { benchData } from './dataBench';
import { benchShellLoad } from './shellLoad';
import { benchRelay } from './relayBench';
import { benchHubFanOut } from './hubFanOut';
import { benchHubCrossProcess } from './hubCrossProcess';
import { benchImport } from './importBench';
import { benchOwl } from './owlBench';
import { benchHierarchy } from './hierarchyBench';
import { benchDocuments } from './documentsBench';
import { benchSemanticSearch } from './search/semanticSearchBench';
import { benchFullTextSearch } from './search/fullTextBench';
import { benchReasoning } from './reasoning/reasoningBench';
import { benchDmn } from './dmn';
import { benchFca } from './fca';

// The bench's sections, in the order a whole run takes them. Each reads its sizes from the
// environment when imported, so run.ts imports this module after settling them (quick sizes).
// data: get_data and set_data beside hand-written SQL; shell: the home route's load in headless
// Chromium beside a bare page; relay: the Yjs relay beside Hocuspocus; hub: socket.io fan-out,
// and a write's way to a socket of another process (a Redis notice) beside the writer's own process
// and a process that only polls;
// import: CSV import throughput beside one set_data call; owl: so.owl import beside a parse-only
// pass; hierarchy: children-of and all-descendants on 100,000 classes; documents: a 2,000-element
// structured document's save diff and live typing latency; search: a semantic search and its Excel
// export beside hand-written SQL and exceljs alone, and full-text search; reasoning: the OWL 2 EL
// classifier on so.owl and 100,000 synthetic classes beside a SQL closure, and the deep taxonomy
// beside N3.js; dmn: decision evaluations per second with FEEL parsed once beside feelin uncached,
// and a decision over 100,000 instances; fca: concepts and cover edges of bob-ross.cxt and a
// mushroom-sized random context beside plain NextClosure.
export const SECTIONS: Readonly<Record<string, (pgUrl: string) => Promise<void> | void>> = {
  data: benchData,
  shell: () => benchShellLoad(),
  relay: () => benchRelay(),
  hub: async (pgUrl) => {
    await benchHubFanOut();
    await benchHubCrossProcess(pgUrl);
  },
  import: benchImport,
  owl: benchOwl,
  hierarchy: benchHierarchy,
  documents: () => benchDocuments(),
  search: async (pgUrl) => {
    await benchSemanticSearch(pgUrl);
    await benchFullTextSearch(pgUrl);
  },
  reasoning: benchReasoning,
  dmn: () => benchDmn(),
  fca: () => benchFca(),
};
