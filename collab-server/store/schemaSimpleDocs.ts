// Tables of simple documents' publications (migration 0018); the simple-documents helper fills this in.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SimpleDocTables {}
