/**
 * The schemas' validation messages in Hindi and Marathi (docs/decisions/
 * 025-languages.md "Validation messages"). The schemas keep one set of
 * English messages, which the JSON API answers; a form shows each message
 * through these texts (app/lib/messages.ts), found by its English words.
 * `templates` are messages with values in them ("{max}"), matched by shape.
 * app/lib/messages.test.ts checks that every message the schemas can give
 * is here.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("validation", {
  messages: {
    "Enter your name.": "Enter your name.",
    "Enter your email address, like name@example.com.":
      "Enter your email address, like name@example.com.",
    "Enter your 10-digit mobile number, like 98765 43210.":
      "Enter your 10-digit mobile number, like 98765 43210.",
    "Enter the 6-digit PIN code, like 401208.": "Enter the 6-digit PIN code, like 401208.",
    "Enter the address.": "Enter the address.",
    "Enter the city.": "Enter the city.",
    "Enter the state, like Maharashtra.": "Enter the state, like Maharashtra.",
    "Remove the unusual characters from this field.":
      "Remove the unusual characters from this field.",
    "Remove the invisible characters from this field: they often come along with copied text.":
      "Remove the invisible characters from this field: they often come along with copied text.",
    "This question has expired. Please answer the new question.":
      "This question has expired. Please answer the new question.",
    "Enter the answer to the question, as a number.":
      "Enter the answer to the question, as a number.",
    "Enter the answer as a number, like 12.": "Enter the answer as a number, like 12.",
    "That answer is not right. Please answer the new question.":
      "That answer is not right. Please answer the new question.",
    "That question has expired. Please answer the new question.":
      "That question has expired. Please answer the new question.",
    "That question was already answered. Please answer the new question.":
      "That question was already answered. Please answer the new question.",
    "Choose the service you need.": "Choose the service you need.",
    "Enter where the goods start, like Pune, Maharashtra.":
      "Enter where the goods start, like Pune, Maharashtra.",
    "Enter where the goods go, like Delhi, Delhi.": "Enter where the goods go, like Delhi, Delhi.",
    "Enter the weight in kg, like 25.": "Enter the weight in kg, like 25.",
    "Enter a weight above 0 kg.": "Enter a weight above 0 kg.",
    "Choose a transport service; warehousing is priced by quote.":
      "Choose a transport service; warehousing is priced by quote.",
    "Choose the pickup date.": "Choose the pickup date.",
    "Choose today or a later date.": "Choose today or a later date.",
    "Choose a date within the next 12 months.": "Choose a date within the next 12 months.",
    "Enter the time like 10:30, or leave it empty.":
      "Enter the time like 10:30, or leave it empty.",
    "Enter the number of boxes as a whole number, like 5.":
      "Enter the number of boxes as a whole number, like 5.",
    "Enter at least 1 box.": "Enter at least 1 box.",
    "For more than 10,000 boxes, please call us.": "For more than 10,000 boxes, please call us.",
    "Choose the load type.": "Choose the load type.",
    "Enter the subject of your message.": "Enter the subject of your message.",
    "Enter your message.": "Enter your message.",
    "Enter your company's name.": "Enter your company's name.",
    "Enter your company or firm's name.": "Enter your company or firm's name.",
    "Choose your type of business.": "Choose your type of business.",
    "Tell us your experience, like 5 years in courier.":
      "Tell us your experience, like 5 years in courier.",
    "Enter the amount you can invest, like ₹10 lakh.":
      "Enter the amount you can invest, like ₹10 lakh.",
    "Enter the city you want to serve.": "Enter the city you want to serve.",
    "An LR number has 6 to 20 letters and digits, like LR123456789.":
      "An LR number has 6 to 20 letters and digits, like LR123456789.",
    "The form was not sent properly. Please try again.":
      "The form was not sent properly. Please try again.",
    "Too many submissions from your network. Please wait a minute and try again.":
      "Too many submissions from your network. Please wait a minute and try again.",
    "Please try again later.": "Please try again later.",
    "This form was already sent with other details. Reload the page to send a new one.":
      "This form was already sent with other details. Reload the page to send a new one.",
    "Choose the job you are applying for.": "Choose the job you are applying for.",
    "Full Name is required": "Full Name is required",
    "Email is required": "Email is required",
    "Phone Number is required": "Phone Number is required",
    "Experience is required": "Experience is required",
    "Enter your years of experience as a number, like 3 or 0 for none.":
      "Enter your years of experience as a number, like 3 or 0 for none.",
    "Current Job Title is required": "Current Job Title is required",
    "Skills are required": "Skills are required",
    "Keep each skill under 60 characters.": "Keep each skill under 60 characters.",
    "Current Salary is required": "Current Salary is required",
    "Expected Salary is required": "Expected Salary is required",
    "Please select relocate option": "Please select relocate option",
    "Please select work authorization": "Please select work authorization",
    "Resume is required": "Resume is required",
    "Your résumé is larger than 5 MB. Please choose a smaller file.":
      "Your résumé is larger than 5 MB. Please choose a smaller file.",
    "Upload your résumé as a PDF, DOC or DOCX file.":
      "Upload your résumé as a PDF, DOC or DOCX file.",
    "This file is empty. Please choose your résumé again.":
      "This file is empty. Please choose your résumé again.",
    "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.":
      "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.",
    "We could not read this file. Please save it again as a PDF or DOCX and upload it.":
      "We could not read this file. Please save it again as a PDF or DOCX and upload it.",
    "This job is no longer open. Please choose another opening.":
      "This job is no longer open. Please choose another opening.",
  },
  templates: {
    "Use at most {max} characters.": "Use at most {max} characters.",
    "For more than {max} kg, tell us in the notes.":
      "For more than {max} kg, tell us in the notes.",
    "For more than {max} kg, ask for a quote or choose a truck load.":
      "For more than {max} kg, ask for a quote or choose a truck load.",
    "We could not find PIN code {pincode}. Check the 6 digits.":
      "We could not find PIN code {pincode}. Check the 6 digits.",
    "We do not deliver to or from PIN code {pincode} yet. You can still send your request and we will see what we can do.":
      "We do not deliver to or from PIN code {pincode} yet. You can still send your request and we will see what we can do.",
    "List at most {max} skills.": "List at most {max} skills.",
    "Enter the full link, like {example}": "Enter the full link, like {example}",
    "You entered {count} LR numbers. Track up to {max} at a time: remove {remove} and try again.":
      "You entered {count} LR numbers. Track up to {max} at a time: remove {remove} and try again.",
    "This is not an LR number: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "This is not an LR number: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.",
    "These are not LR numbers: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "These are not LR numbers: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.",
  },
});
