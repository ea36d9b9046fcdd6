// Placeholder until this screen is built.
export function FilesScreen() {
  return <h1>FilesScreen</h1>;
}
