// Placeholder until this screen is built.
export function TagsScreen() {
  return <h1>TagsScreen</h1>;
}
