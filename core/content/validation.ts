/**
 * The validation messages of the forms and the JSON API, by key
 * (docs/decisions/025-languages.md "Validation messages"): one catalogue,
 * with core/content/hi/validation.ts and mr/validation.ts keyed the same.
 * A schema or a service gives a message as its key and values
 * (`message("tooLong", { max: 100 })`, core/messages.ts); a page shows it
 * through its language's texts, the JSON API in English, both with
 * renderMessage(). "{max}" is a value filled in.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("validation", {
  name: "Enter your name.",
  email: "Enter your email address, like name@example.com.",
  phone: "Enter your 10-digit mobile number, like 98765 43210.",
  pincode: "Enter the 6-digit PIN code, like 401208.",
  address: "Enter the address.",
  city: "Enter the city.",
  state: "Enter the state, like Maharashtra.",
  controlCharacters: "Remove the unusual characters from this field.",
  invisibleCharacters:
    "Remove the invisible characters from this field: they often come along with copied text.",
  brokenCharacters: "Type this field again: it holds a broken character that cannot be stored.",
  captchaTokenExpired: "This question has expired. Please answer the new question.",
  captchaMissing: "Enter the answer to the question, as a number.",
  captchaNotNumber: "Enter the answer as a number, like 12.",
  captchaWrong: "That answer is not right. Please answer the new question.",
  captchaExpired: "That question has expired. Please answer the new question.",
  captchaUsed: "That question was already answered. Please answer the new question.",
  quoteService: "Choose the service you need.",
  origin: "Enter where the goods start, like Pune, Maharashtra.",
  destination: "Enter where the goods go, like Delhi, Delhi.",
  weight: "Enter the weight in kg, like 25.",
  weightPositive: "Enter a weight above 0 kg.",
  estimateService: "Choose a transport service; warehousing is priced by quote.",
  pickupDate: "Choose the pickup date.",
  pickupDatePast: "Choose today or a later date.",
  pickupDateFar: "Choose a date within the next 12 months.",
  pickupTime: "Enter the time like 10:30, or leave it empty.",
  boxes: "Enter the number of boxes as a whole number, like 5.",
  boxesMin: "Enter at least 1 box.",
  boxesMax: "For more than 10,000 boxes, please call us.",
  loadType: "Choose the load type.",
  subject: "Enter the subject of your message.",
  message: "Enter your message.",
  companyName: "Enter your company's name.",
  firmName: "Enter your company or firm's name.",
  businessType: "Choose your type of business.",
  franchiseExperience: "Tell us your experience, like 5 years in courier.",
  investment: "Enter the amount you can invest, like ₹10 lakh.",
  preferredCity: "Enter the city you want to serve.",
  lrNumber: "An LR number has 6 to 20 letters and digits, like LR123456789.",
  leadSpam: "The form was not sent properly. Please try again.",
  leadLimited: "Too many submissions from your network. Please wait a minute and try again.",
  leadBusy:
    "We are very busy right now. Please send it again in a minute: what you typed stays here.",
  leadUnavailable: "Please try again later.",
  alreadySent: "This form was already sent with other details. Reload the page to send a new one.",
  jobId: "Choose the job you are applying for.",
  fullNameRequired: "Full Name is required",
  emailRequired: "Email is required",
  phoneRequired: "Phone Number is required",
  experienceRequired: "Experience is required",
  experienceYears: "Enter your years of experience as a number, like 3 or 0 for none.",
  jobTitleRequired: "Current Job Title is required",
  skillsRequired: "Skills are required",
  skillTooLong: "Keep each skill under 60 characters.",
  currentSalaryRequired: "Current Salary is required",
  expectedSalaryRequired: "Expected Salary is required",
  relocateRequired: "Please select relocate option",
  workAuthorizationRequired: "Please select work authorization",
  resumeMissing: "Resume is required",
  resumeTooLarge: "Your résumé is larger than 5 MB. Please choose a smaller file.",
  resumeWrongType: "Upload your résumé as a PDF, DOC or DOCX file.",
  resumeEmpty: "This file is empty. Please choose your résumé again.",
  resumeMacros:
    "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.",
  resumeUnreadable:
    "We could not read this file. Please save it again as a PDF or DOCX and upload it.",
  jobClosed: "This job is no longer open. Please choose another opening.",
  tooLong: "Use at most {max} characters.",
  quoteWeightMax: "For more than {max} kg, tell us in the notes.",
  estimateWeightMax: "For more than {max} kg, ask for a quote or choose a truck load.",
  unknownPincode: "We could not find PIN code {pincode}. Check the 6 digits.",
  unservedPincode:
    "We do not deliver to or from PIN code {pincode} yet. You can still send your request and we will see what we can do.",
  skillsMax: "List at most {max} skills.",
  link: "Enter the full link, like {example}",
  lrTooMany:
    "You entered {count} LR numbers. Track up to {max} at a time: remove {remove} and try again.",
  notLrNumber:
    "This is not an LR number: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.",
  notLrNumbers:
    "These are not LR numbers: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.",
  ticketReceived:
    "We have your request. Keep this number: you will need it to follow your request.",
  ticketNotFound:
    "We could not find a request with this number and this e-mail address or mobile number. Check both and try again.",
  ticketLookupLimited: "Too many tries. Please wait 15 minutes and try again, or call us.",
  ticketClosed: "This request is closed. If you still need help, please raise a new request.",
  ticketNotEscalatable: "This request cannot be escalated now.",
  ticketEscalateTooSoon: "You can escalate this request 48 hours after you raised it.",
  ticketNotRatable: "You can rate a request once it is resolved, and only once.",
  ticketCategory: "Choose what your request is about.",
  ticketLrMissing: "Enter the LR number of the shipment, like LR123456789.",
  ticketLrUnknown:
    "We could not find LR number {lrNo}. Check it on your receipt, or choose another kind of request.",
  ticketDescription: "Tell us what happened.",
  ticketDescriptionShort: "Tell us a little more: at least {min} characters.",
  ticketDeclaredValue: "Enter the value in rupees as a whole number, like 2500.",
  attachmentsTooMany: "Attach at most {max} files.",
  attachmentTooLarge: "{name} is larger than {max} MB. Please choose a smaller file.",
  attachmentWrongType: "{name} is not a photo (JPG or PNG) or a PDF. Please choose another file.",
  attachmentUnreadable:
    "We could not open {name}. Please save it again as a JPG, PNG or PDF and attach it.",
  attachmentEmpty: "{name} is empty. Please choose the file again.",
  ticketNumber: "Enter your ticket number, like SIL-2026-000042.",
  ticketContact: "Enter the e-mail address or mobile number you gave us.",
  ticketReply: "Write your reply.",
  ticketRating: "Choose a rating from 1 to 5.",
  deliveryOption: "Choose what you want to change.",
  deliveryDate: "Choose the day you want it delivered.",
  deliveryDateWindow: "Choose a day from {first} to {last}.",
  deliveryInstructions: "Write your instructions for the driver, like the landmark or the gate.",
  deliveryInstructionsShort: "Write at least {min} characters for the driver.",
  deliveryPhone: "Enter the other 10-digit mobile number for the driver, like 98765 43210.",
  deliveryBranch: "Choose the branch where you will collect it.",
  deliveryPhoneLast4: "Enter the last 4 digits of the receiver's mobile number, like 4321.",
  deliveryWrongFacts:
    "These details do not match the booking. Check the delivery PIN code and the last 4 digits of the receiver's mobile number.",
  deliveryLocked: "Too many tries. Please try again in an hour, or call us.",
  deliveryCode: "Enter the 6-digit code from the SMS, like 123456.",
  deliveryCodeLimit:
    "We have sent 3 codes to this mobile number in the last hour. Please wait, or use its last 4 digits.",
  deliveryCodeUnavailable:
    "We cannot send a code for this shipment. Please use the last 4 digits of the mobile number.",
  deliveryClosed: "This shipment is delivered or cancelled: its delivery can no longer be changed.",
  deliveryWaiting:
    "We already have a request for this shipment and will answer it soon. You can ask again after that.",
  deliveryReceived: "We have your request. We will answer {by}.",
  deliveryUnavailable:
    "Changing the delivery is not possible for this shipment online. Please call us.",
  paymentMode: "Choose how shipments are paid: Paid, To-Pay or COD.",
  addressLabel: "Give this address a short name, like Bhiwandi warehouse.",
  businessRole: "Choose what this person may do.",
  gstinLength: "A GSTIN has 15 letters and digits, like 27AAAAA0000A1Z2.",
  gstinCharacters: "A GSTIN has only letters and digits, like 27AAAAA0000A1Z2.",
  gstinStateCode:
    "The first 2 digits of a GSTIN are a state code, like 27 for Maharashtra. Check them.",
  gstinPan: "Characters 3 to 12 of a GSTIN are the company's PAN, like AAAAA0000A. Check them.",
  gstinEntity: "The 13th character of a GSTIN is a digit from 1 to 9 or a letter. Check it.",
  gstinZ: "The 14th character of a GSTIN is the letter Z. Check it.",
  gstinCheck:
    "This GSTIN has a typing mistake: its last character does not match. Check it on your GST certificate.",
  bookingPickupAddress: "Choose the pickup address.",
  bookingPickupUnknown:
    "There is no saved pickup address {shown}. Use the label of one of your saved addresses, or leave it empty for the first.",
  bookingNoAddress: "Save a pickup address in your profile before booking.",
  consigneeName: "Enter the consignee's name.",
  consigneePhone: "Enter the consignee's 10-digit mobile number, like 98220 12345.",
  consigneeAddress: "Enter the consignee's address.",
  bookingService: "Choose the service: PTL, LTL, FTL, CL or Express.",
  packageCount: "Enter the number of packages as a whole number from 1 to {max}.",
  bookingWeightMax: "For more than {max} kg in all, choose a truck load or ask for a quote.",
  packageLength: "Enter the length in cm, like 40.",
  packageBreadth: "Enter the breadth in cm, like 30.",
  packageHeight: "Enter the height in cm, like 30.",
  packageSizeMax: "Enter at most {max} cm.",
  declaredValue: "Enter the declared value in rupees, like 12000.",
  invoiceNo: "Enter the invoice number.",
  ewbNo: "Enter the 12-digit e-way bill number, or leave it empty.",
  ewbRequired:
    "Enter the 12-digit e-way bill number: it is needed when the declared value is over {limit}.",
  codAmount: "Enter the amount to collect on delivery, in rupees, like 12000.",
  codAboveDeclared: "The COD amount can be at most the declared value, {max}.",
  deliverySlot: "Choose a delivery slot (09-14, 14-17 or 17-20), or leave it empty.",
  addressType: "Choose office or home.",
  consigneeUpdates:
    "Choose sms or whatsapp for the consignee's updates, or leave it empty for none.",
  consigneeLanguage:
    "Choose the language of the consignee's updates: en, hi or mr, or leave it empty for English.",
  consigneeUpdatesOff:
    "Updates by {channel} are not available now: choose the other channel or no updates.",
  unservedDestination: "We do not deliver to PIN code {pincode} yet.",
  unservedPickup: "We do not pick up from PIN code {pincode} yet.",
  clientRefBooked: "Reference {ref} is already booked as {lrNo}.",
  clientRefInFile: "Reference {ref} is also on row {row}: use each reference once.",
  csvMissing: "Choose the CSV file to upload.",
  csvEmpty: "The file is empty. Download the template, fill in one row a shipment and upload it.",
  csvNoRows: "The file has no shipments: fill in one row a shipment under the header row.",
  csvTooLarge: "The file is larger than {max} MB. Split it into files of at most {rows} rows.",
  csvTooManyRows: "The file has {count} shipments; upload at most {max} a file.",
  csvNotText:
    "This is not a CSV file. Save your sheet as “CSV UTF-8 (comma delimited)” and upload it.",
  csvNotUtf8:
    "This file is not in UTF-8, so Hindi and Marathi letters and ₹ would be lost. Save it as “CSV UTF-8 (comma delimited)” and upload it again.",
  csvBroken: "We could not read the file from row {row}: check the quotes in that row.",
  csvUnknownColumn: "The column {column} is not in the template: remove it or rename it.",
  csvMissingColumn: "The column {column} is missing: download the template to see every column.",
  csvRepeatedColumn: "The column {column} appears twice: keep one.",
  csvFormula: "Remove the formula: a cell may not start with =, +, - or @.",
  csvRowCells: "This row has {count} cells where the header has {expected}: check its commas.",
});

/** A message's key in the catalogue. */
export type MessageKey = keyof typeof texts.en;
