// placeholder: the helper building this screen replaces it
export default function ComparePublicationsPage() {
  return null;
}
