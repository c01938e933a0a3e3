import { toast } from '@renueva/ui';
import { ApiError } from '../data/api';

/**
 * What a form does when its submit fails: the server's message for each refused field, shown beside
 * the field, or else a destructive toast. Either way the typed data stay in the form.
 */
export function showSubmitError(
  error: unknown,
  title: string,
  setFieldErrors: (errors: Record<string, string>) => void,
) {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    setFieldErrors(error.fieldErrors);
    return;
  }
  toast({
    variant: 'destructive',
    title,
    description:
      error instanceof ApiError && error.status === 429
        ? 'Has hecho varios intentos seguidos. Espera un minuto y vuelve a intentarlo.'
        : 'Revisa tu conexión y vuelve a intentarlo; tus datos siguen en el formulario.',
  });
}
