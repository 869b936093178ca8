// Import fences of the server (collab-server/), for import-x/no-restricted-paths: eslint.config.js
// spreads these zones into the folders of its collab-server areas. Paths are relative to the repository.
//
// Each folder of collab-server/ is an area (admin/, documents/ and shell/ group areas: each of
// their folders is one). An area is seen by every other area, and by the composition root
// (server.ts, areas.ts, startAreas.ts), only through its index.ts: what index.ts does not export is
// the area's own business. The list is read from disk, so a new area is fenced the day it is created.
import { readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const GROUPS = new Set(['admin', 'documents', 'shell']);

const foldersOf = (path) =>
  readdirSync(`${root}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every server area, as its folder under collab-server/ ('dmn', 'admin/users', …). */
export const serverAreas = foldersOf('collab-server').flatMap((name) => (GROUPS.has(name) ? foldersOf(`collab-server/${name}`).map((inner) => `${name}/${inner}`) : [name]));

const through = (area) => ({
  from: `collab-server/${area}`,
  except: ['./index.ts'],
  message: `Import collab-server/${area}/index.ts: an area's other files are its own business.`,
});

export const serverFences = [
  ...serverAreas.flatMap((area) =>
    serverAreas.filter((other) => other !== area).map((other) => ({ target: `collab-server/${area}`, ...through(other) })),
  ),
  // the files at the root (the context, the area contract, the composition root) use areas through their face too
  ...serverAreas.map((area) => ({ target: 'collab-server/*.ts', ...through(area) })),
];
