export { createHttpApp, type HttpAppOptions } from "./app";
export { type Call, type Endpoint, endpoint, serve } from "./endpoint";
export { answerFor, toErrorResponse } from "./errors";
export { type FormReply, formError, formFailure, formReply } from "./form";
export { apiDocument, openApiDocument } from "./openapi";
export { publicApiDocument, publicApiDocumentFor } from "./openapi-v1";
export { apiRoute, pageRoute, readBody, readForm } from "./routes";
