import { useParams } from '@conf/shared';

/** A positive integer route parameter, or null for anything else (the page then shows 404). */
export function useIdParam(name: string): number | null {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}
