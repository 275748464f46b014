/**
 * Class names from a base and named variants: the part of class-variance-authority's API the
 * components use, in a few lines (cva costs the landing page's first load about 0.3 KB gzip more).
 */
type VariantOptions = Record<string, Record<string, string>>;
type Choices<V extends VariantOptions> = { [Name in keyof V]?: keyof V[Name] };

export interface VariantsConfig<V extends VariantOptions> {
  variants: V;
  defaultVariants: NoInfer<{ [Name in keyof V]: keyof V[Name] }>;
}

type VariantsFunction<V extends VariantOptions> = (props?: Choices<V> & { className?: string }) => string;

/** The variant props of a `variants()` function, e.g. `{ variant?: 'default' | 'outline' }`. */
export type VariantProps<F> = F extends VariantsFunction<infer V> ? Choices<V> : never;

/** `base`, then the chosen (or default) class of each variant, then `className`. */
export function variants<V extends VariantOptions>(base: string, config: VariantsConfig<V>): VariantsFunction<V> {
  return (props = {}) => {
    let classes = base;
    for (const name in config.variants) {
      const choice = (props[name] ?? config.defaultVariants[name]) as string;
      classes += ` ${config.variants[name]![choice]}`;
    }
    return props.className ? `${classes} ${props.className}` : classes;
  };
}
