// dmn-js ships no TypeScript types: its managers are typed where they are opened (dmnJsTypes.ts,
// modelerHandle.ts); here they are only declared to exist.

declare module 'dmn-js/lib/Modeler' {
  const DmnModeler: unknown;
  export default DmnModeler;
}

declare module 'dmn-js/lib/Viewer' {
  const DmnViewer: unknown;
  export default DmnViewer;
}

