import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Label } from './Label';

/** The accessibility props FormField hands to its control. */
export interface FormControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-labelledby'?: string;
}

export const formFieldVariants = cva('pp:flex pp:gap-2', {
  variants: {
    layout: {
      vertical: 'pp:flex-col',
      horizontal: 'pp:flex-row pp:items-start',
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export interface FormFieldProps extends Omit<React.ComponentProps<'div'>, 'children'>, VariantProps<typeof formFieldVariants> {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** An error message; when present the control is marked invalid and described by it. */
  error?: React.ReactNode;
  required?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /**
   * The control labels a group (RadioGroup, a set of checkboxes): the label is linked by
   * aria-labelledby instead of `for`.
   */
  group?: boolean;
  /** One control element, or a function that spreads the props onto a nested control (e.g. SelectTrigger). */
  children: React.ReactElement<Record<string, unknown>> | ((control: FormControlProps) => React.ReactNode);
}

function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Label + control + description + error, with the ids wired (for, aria-describedby, aria-invalid). */
export function FormField({
  label,
  description,
  error,
  required,
  controlId,
  group = false,
  layout,
  className,
  children,
  ...props
}: FormFieldProps) {
  const autoId = React.useId();
  const childId = typeof children !== 'function' && typeof children.props.id === 'string' ? children.props.id : undefined;
  const id = controlId ?? childId ?? `field-${autoId}`;
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error);

  const control: FormControlProps = {
    id,
    'aria-describedby': joinIds(descriptionId, errorId),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(group ? { 'aria-labelledby': labelId } : {}),
  };

  let rendered: React.ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else {
    const own = children.props;
    rendered = React.cloneElement(children, {
      ...control,
      id,
      'aria-describedby': joinIds(own['aria-describedby'] as string | undefined, control['aria-describedby']),
      'aria-invalid': own['aria-invalid'] ?? control['aria-invalid'],
      'aria-required': own['aria-required'] ?? control['aria-required'],
    });
  }

  const labelContent = (
    <>
      {label}
      {required ? (
        <span data-slot="form-required" aria-hidden="true" className="pp:text-destructive">
          *
        </span>
      ) : null}
    </>
  );

  const labelElement = group ? (
    <span id={labelId} data-slot="label" className="pp:text-sm pp:leading-none pp:font-medium">
      {labelContent}
    </span>
  ) : (
    <Label id={labelId} htmlFor={id} className="pp:gap-1">
      {labelContent}
    </Label>
  );
  const messages = <FieldMessages descriptionId={descriptionId} description={description} errorId={errorId} error={error} />;

  return (
    <div data-slot="form-field" data-invalid={invalid || undefined} className={cn(formFieldVariants({ layout }), className)} {...props}>
      {layout === 'horizontal' ? (
        <>
          {rendered}
          <div data-slot="form-field-text" className="pp:flex pp:flex-col pp:gap-1.5 pp:pt-0.5">
            {labelElement}
            {messages}
          </div>
        </>
      ) : (
        <>
          {labelElement}
          {rendered}
          {messages}
        </>
      )}
    </div>
  );
}

function FieldMessages({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: React.ReactNode;
  descriptionId?: string;
  error?: React.ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {description ? (
        <p id={descriptionId} data-slot="form-description" className="pp:text-sm pp:text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="form-error" className="pp:text-sm pp:font-medium pp:text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
