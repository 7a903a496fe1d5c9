import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from './Button.css';

type Props = ComponentPropsWithRef<'button'> & ButtonVariants;

/** A button in one of the shop's tones; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ tone, size, block, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
}
