// Replaced by the page's implementation (issue 18).
export default function Page() {
  return null;
}
