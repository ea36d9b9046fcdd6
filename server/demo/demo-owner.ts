// The demo owner's sign-in, apart from the demo's loader: the server checks for it at every start and the loader is needed only on a first run.

/** The demo owner's sign-in (fixtures/demo/owner.json says the same; a test keeps them equal). */
export const DEMO_OWNER = { email: 'owner@tessera.test', password: 'tessera-demo' } as const;
