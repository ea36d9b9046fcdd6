// Placeholder until this screen is built.
export function CollectionScreen() {
  return <h1>CollectionScreen</h1>;
}
