import { texts } from "../support-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

// The staff reply e-mail's lines around the reply were rewritten after the second review; a
// native speaker has not read them yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  ackSubject: "तुमची विनंती {number} आम्हाला मिळाली आहे",
  ackBody: [
    "आम्हाला लिहिल्याबद्दल धन्यवाद. तुमचा तिकीट नंबर {number} आहे.",
    "",
    "आमचे वचन:",
    "- आम्ही {acknowledgeBy} पर्यंत तिची पोच देऊ.",
    "- आम्ही {resolveBy} पर्यंत तिचे निराकरण करू.",
    "तसे न झाल्यास ती आपोआप आमच्या तक्रार अधिकाऱ्यांकडे जाईल.",
    "",
    "तिची स्थिती पाहा, उत्तर द्या किंवा फोटो जोडा:",
    "{ticketUrl}",
  ],
  replySubject: "विनंती {number}: आमचे उत्तर",
  replyBody: [
    "आमच्या ग्राहक सहाय्य टीमने तुमच्या विनंती {number} ला उत्तर दिले आहे:",
    "",
    "{reply}",
    "",
    "इथे प्रतिसाद द्या किंवा संपूर्ण संभाषण पाहा:",
    "{ticketUrl}",
  ],
  escalatedSubject: "तुमची विनंती {number} आमच्या तक्रार अधिकाऱ्यांकडे आहे",
  escalatedBody: [
    "तुमची विनंती {number} आमच्या तक्रार अधिकारी, {officer}, यांच्याकडे पाठवली आहे.",
    "तुम्हाला उत्तर मिळेल याची ते खात्री करतील.",
    "",
    "तिची स्थिती पाहा:",
    "{ticketUrl}",
  ],
  resolvedSubject: "विनंती {number}: निराकरण झाले",
  resolvedBody: [
    "आम्ही तुमच्या विनंती {number} चे निराकरण केले आहे.",
    "",
    "तुमची अडचण सुटली नसेल, तर 7 दिवसांच्या आत उत्तर द्या, आम्ही ती पुन्हा पाहू.",
    "आमची मदत कशी वाटली ते सांगा: इथे 1 ते 5 पैकी रेटिंग द्या:",
    "{ticketUrl}",
  ],
  linkNote: "ही लिंक 90 दिवस चालेल.",
  signature: `${company.name} ग्राहक सहाय्य`,
});
