// placeholder: the helper building this screen replaces it
export default function StructuredDocumentViewPage() {
  return null;
}
