import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

interface ControlledInput {
  readonly value?: string | number | readonly string[] | undefined;
  readonly onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * What a player typed into the field `id` of a prerendered page before the app took it over:
 * React leaves it on the screen but not in the form's state, which would send the form's initial
 * value instead. On mount the field's state takes the text shown (docs/decisions/012).
 */
export function useKeepsEarlyTyping(id: string, { value, onChange }: ControlledInput): void {
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const element = document.getElementById(id);
    const { value: initial, onChange: change } = first.current;
    if (!(element instanceof HTMLInputElement) || typeof initial !== 'string') return;
    if (element.value === initial) return;
    change?.({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, [id]);
}
