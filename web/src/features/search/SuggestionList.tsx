import type { MouseEvent } from 'react';
import { SearchIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { discountedPrice, formatMoney } from '../../lib/money';
import { optionKey, type SuggestionOption } from './suggestionOptions';

interface SuggestionListProps {
  id: string;
  open: boolean;
  options: SuggestionOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

const GROUPS = [
  { kind: 'product', label: 'Products' },
  { kind: 'category', label: 'Categories' },
] as const;

/**
 * The combobox's listbox: products (picture, name, the price paid) then categories, each group under
 * its heading. Focus stays in the input (pressing an option does not take it), so the highlighted
 * option is announced through the input's aria-activedescendant.
 */
export function SuggestionList({ id, open, options, active, onHover, onChoose }: SuggestionListProps) {
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70dvh,34rem)] overflow-y-auto rounded-lg bg-white py-1 text-neutral-800 shadow-lg ring-1 ring-neutral-200"
    >
      {GROUPS.map((group) => {
        const members = indexed.filter(({ option }) => option.kind === group.kind);
        if (members.length === 0) return null;
        return (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
            <div
              id={`${id}-${group.kind}`}
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-600"
            >
              {group.label}
            </div>
            {members.map(({ option, index }) => (
              <div
                key={optionKey(option)}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                // Pressing an option must not blur the input (that closes the list before the click).
                onMouseDown={(event: MouseEvent) => event.preventDefault()}
                onMouseMove={() => index !== active && onHover(index)}
                onClick={() => onChoose(index)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-amber-100' : 'hover:bg-neutral-50'}`}
              >
                <OptionContent option={option} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  if (option.kind === 'category') {
    return (
      <>
        <SearchIcon className="h-4 w-4 shrink-0 text-neutral-500" />
        <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">{option.category.name}</span>
      </>
    );
  }
  const { product } = option;
  return (
    <>
      <ProductImage
        product={product}
        alt=""
        width={40}
        height={40}
        className="h-10 w-10 shrink-0 rounded border border-neutral-200 object-contain"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="line-clamp-2 text-sm leading-5 [overflow-wrap:anywhere]">{product.name}</span>
        <span className="text-xs text-neutral-600">{product.unit}</span>
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {formatMoney(discountedPrice(product.price, product.discount))}
      </span>
    </>
  );
}
