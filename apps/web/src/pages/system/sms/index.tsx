// Placeholder while the page is built (issue 23).
export default function Placeholder() {
  return null;
}
