// Types of install-packages.cjs (plain CommonJS: ensure-installed.mjs runs it before any dependency exists).
export declare function allowedScriptPackages(packageJson: { allowScripts?: Record<string, unknown> }): string[];
export declare function installWithAllowedScripts(projectDir: string, installArgs: string[], env?: NodeJS.ProcessEnv): string[];
