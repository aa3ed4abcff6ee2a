// Per-request values the server knows and the browser reads back identically at hydration: the
// XSRF token (from the cookie the server set) for forms that must also work without JavaScript.
import { createContext, useContext, type ReactNode } from 'react';

export interface RequestValues {
  xsrfToken: string;
}

const RequestContext = createContext<RequestValues>({ xsrfToken: '' });

export function RequestProvider({ value, children }: { value: RequestValues; children: ReactNode }) {
  return <RequestContext.Provider value={value}>{children}</RequestContext.Provider>;
}

export function useRequestValues(): RequestValues {
  return useContext(RequestContext);
}
