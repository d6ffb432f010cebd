export function compileCatalogue(messages: Record<string, string>): Record<string, unknown>;
export function pluralId(one: string, other: string): string;
export function catalogueProblems(srcDir: string, catalogue: Record<string, string>): string[];
