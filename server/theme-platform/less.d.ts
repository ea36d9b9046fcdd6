// The part of the `less` package (which ships no types) that styles.ts uses.
declare module 'less' {
  export interface LoadedFile {
    contents: string;
    filename: string;
  }
  export interface FileManager {
    supports(...args: unknown[]): boolean;
    supportsSync(...args: unknown[]): boolean;
    loadFile(
      filename: string,
      currentDirectory: string,
      options: unknown,
      environment: unknown,
    ): Promise<LoadedFile>;
    loadFileSync(
      filename: string,
      currentDirectory: string,
      options: unknown,
      environment: unknown,
    ): LoadedFile | { error: unknown };
  }
  export interface PluginManager {
    addFileManager(manager: FileManager): void;
  }
  export interface Plugin {
    install(less: LessStatic, pluginManager: PluginManager): void;
  }
  export interface RenderOptions {
    filename?: string;
    paths?: string[];
    plugins?: Plugin[];
    javascriptEnabled?: boolean;
    math?: number | string;
  }
  export interface RenderOutput {
    css: string;
    imports: string[];
  }
  /** What a failed render rejects with. `column` counts from 0. */
  export interface LessError {
    message: string;
    filename?: string;
    line?: number | null;
    column?: number;
    type?: string;
    extract?: (string | undefined)[];
  }
  export interface LessStatic {
    render(input: string, options?: RenderOptions): Promise<RenderOutput>;
    FileManager: new () => FileManager;
    version: number[];
  }
  const less: LessStatic;
  export = less;
}
