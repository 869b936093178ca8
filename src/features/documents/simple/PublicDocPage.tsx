// placeholder: the helper building this screen replaces it
export default function PublicDocPage() {
  return null;
}
