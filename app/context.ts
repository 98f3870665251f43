import { createContext } from "react-router";
import type { AppServices } from "../domain/app-services.ts";
import type { Messages } from "../lib/i18n/translator.ts";

export type { AppServices, Messages };

export const servicesContext = createContext<AppServices>();
