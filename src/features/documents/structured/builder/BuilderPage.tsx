// placeholder: the helper building this screen replaces it
export default function BuilderPage() {
  return null;
}
