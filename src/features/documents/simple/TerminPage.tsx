// placeholder: the helper building this screen replaces it
export default function TerminPage() {
  return null;
}
