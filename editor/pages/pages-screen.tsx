// Placeholder until this screen is built.
export function PagesScreen() {
  return <h1>PagesScreen</h1>;
}
