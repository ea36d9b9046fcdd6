// The server's own zod schemas for the editor's forms, loaded when a screen first needs them so the first screen stays light.
import { useEffect, useState } from 'react';

/** The schemas module (domain/owner-api/schemas.ts). */
export type OwnerSchemas = typeof import('../../domain/owner-api/schemas.js');

let loaded: OwnerSchemas | undefined;
let loading: Promise<OwnerSchemas> | undefined;

/**
 * The schemas, loaded once (zod and the owner API's rules: about 55 KB gzip, which the sign-in
 * screen and the first paint of every screen do without). Forms await it before checking.
 */
export function loadSchemas(): Promise<OwnerSchemas> {
  loading ??= import('zod')
    .then((zod) => {
      // zod compiles parsers with new Function() when it may, which the Content-Security-Policy
      // forbids (and reports at every try); it decides as each schema is made, so before the import.
      zod.config({ jitless: true });
      return import('../../domain/owner-api/schemas.js');
    })
    .then((module) => {
      loaded = module;
      return module;
    });
  return loading;
}

/** The schemas when already loaded, else undefined (a check that cannot wait is left to the server). */
export function loadedSchemas(): OwnerSchemas | undefined {
  return loaded;
}

/** Starts loading the schemas when the calling screen mounts; the schemas once they are there. */
export function useSchemas(): OwnerSchemas | undefined {
  const [schemas, setSchemas] = useState(loaded);
  useEffect(() => {
    let live = true;
    void loadSchemas().then((module) => {
      if (live) setSchemas(module);
    });
    return () => {
      live = false;
    };
  }, []);
  return schemas;
}
