/** The two stores of decision D2: the embedded default and the one for scale. */
export type DatabaseDialect = 'sqlite' | 'postgres';
